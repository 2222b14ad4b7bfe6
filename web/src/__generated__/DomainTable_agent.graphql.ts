/**
 * @generated SignedSource<<b93f97cd41164c16f60b2126c018743a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DomainTable_agent$data = {
  readonly domains: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly active: boolean;
        readonly domainName: string;
        readonly id: string;
        readonly isCancelled: boolean;
        readonly productType: ProductType;
        readonly " $fragmentSpreads": FragmentRefs<"CancelDomainDialog_domain" | "ChangeTypeDialog_domain">;
      };
    }>;
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "productType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "isCancelled",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "active",
                  "storageKey": null
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

(node as any).hash = "1c7ee65c47d8e29bcb9b3ba80b460902";

export default node;
