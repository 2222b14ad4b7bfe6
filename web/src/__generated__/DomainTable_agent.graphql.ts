/**
 * @generated SignedSource<<1487ca2f35a100697ab220812b003bb3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DomainTable_agent$data = {
  readonly domains: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly domainName: string;
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"CancelDomainDialog_domain" | "ChangeTypeDialog_domain" | "DomainRow_domain">;
      };
    }>;
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentType": "DomainTable_agent";
};
export type DomainTable_agent$key = {
  readonly " $data"?: DomainTable_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"DomainTable_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DomainTable_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DomainConnection",
      "kind": "LinkedField",
      "name": "domains",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DomainEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Domain",
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
                  "name": "domainName",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "DomainRow_domain"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ChangeTypeDialog_domain"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "CancelDomainDialog_domain"
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
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "8911903ceba39c688ae87445b9b19e5e";

export default node;
