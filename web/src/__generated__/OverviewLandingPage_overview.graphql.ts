/**
 * @generated SignedSource<<a19aaece7f55a17fe33857e3655bfe75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OverviewPage = "calltracking" | "departures" | "participation" | "qlp" | "queue" | "reports" | "stats" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OverviewLandingPage_overview$data = {
  readonly agentCount: number | null | undefined;
  readonly cards: ReadonlyArray<{
    readonly description: string;
    readonly label: string;
    readonly page: OverviewPage;
    readonly path: string;
    readonly title: string;
    readonly value: number;
  }> | null | undefined;
  readonly " $fragmentType": "OverviewLandingPage_overview";
};
export type OverviewLandingPage_overview$key = {
  readonly " $data"?: OverviewLandingPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewLandingPage_overview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewLandingPage_overview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "agentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewCard",
      "kind": "LinkedField",
      "name": "cards",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "page",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};

(node as any).hash = "fa6d39316af65c3642d761e6fb3a1a98";

export default node;
