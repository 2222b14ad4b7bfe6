/**
 * @generated SignedSource<<008ff67a8889da495e0a54d0efc8b808>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainStatsPage_agent$data = {
  readonly domain: {
    readonly domainName: string;
    readonly productLabel: string;
    readonly " $fragmentSpreads": FragmentRefs<"DomainStats_domain">;
  } | null | undefined;
  readonly " $fragmentType": "DomainStatsPage_agent";
};
export type DomainStatsPage_agent$key = {
  readonly " $data"?: DomainStatsPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainStatsPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "domainName"
    },
    {
      "kind": "RootArgument",
      "name": "endDate"
    },
    {
      "kind": "RootArgument",
      "name": "startDate"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainStatsPage_agent",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "domainName",
          "variableName": "domainName"
        }
      ],
      "concreteType": "Domain",
      "kind": "LinkedField",
      "name": "domain",
      "plural": false,
      "selections": [
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
          "name": "productLabel",
          "storageKey": null
        },
        {
          "args": [
            {
              "kind": "Variable",
              "name": "endDate",
              "variableName": "endDate"
            },
            {
              "kind": "Variable",
              "name": "startDate",
              "variableName": "startDate"
            }
          ],
          "kind": "FragmentSpread",
          "name": "DomainStats_domain"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "d08172b3613d78f8763f62ffab1f15a9";

export default node;
