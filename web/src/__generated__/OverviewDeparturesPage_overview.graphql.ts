/**
 * @generated SignedSource<<a716212c16595cbeb15d6d4880afcae4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OverviewDepartureKind = "agent" | "domain" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OverviewDeparturesPage_overview$data = {
  readonly departures: ReadonlyArray<{
    readonly agentName: string;
    readonly associateId: string;
    readonly date: string | null | undefined;
    readonly domainName: string | null | undefined;
    readonly kind: OverviewDepartureKind;
    readonly reason: string;
  }> | null | undefined;
  readonly " $fragmentType": "OverviewDeparturesPage_overview";
};
export type OverviewDeparturesPage_overview$key = {
  readonly " $data"?: OverviewDeparturesPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewDeparturesPage_overview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewDeparturesPage_overview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewDeparture",
      "kind": "LinkedField",
      "name": "departures",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "associateId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "agentName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "domainName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};

(node as any).hash = "dfc30956900d4b7041c360b9c5d62781";

export default node;
