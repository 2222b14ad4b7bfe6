/**
 * @generated SignedSource<<99ecc2f16e7c82bdb76800d0f5c4ed79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreditsTable_query$data = {
  readonly agentCredits: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: number;
        readonly category: string;
        readonly created: string;
        readonly id: string;
        readonly notes: string | null | undefined;
        readonly used: boolean;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "CreditsTable_query";
};
export type CreditsTable_query$key = {
  readonly " $data"?: CreditsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CreditsTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "agentId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CreditsTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "agentId",
          "variableName": "agentId"
        }
      ],
      "concreteType": "CreditConnection",
      "kind": "LinkedField",
      "name": "agentCredits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CreditEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Credit",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "category",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "used",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "amount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "created",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "notes",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2696327b39a3fa8dd0f1aaa187858dea";

export default node;
