/**
 * @generated SignedSource<<7cb758e2509f9e36043ed3fc1ce85b0c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteConfigForm_siteConfig$data = {
  readonly demoDomains: ReadonlyArray<string>;
  readonly demoUsers: ReadonlyArray<{
    readonly associateId: string;
    readonly subtext: string | null | undefined;
    readonly title: string;
  }>;
  readonly domainTransactionsEnabled: boolean;
  readonly editorMessage: string | null | undefined;
  readonly " $fragmentType": "SiteConfigForm_siteConfig";
};
export type SiteConfigForm_siteConfig$key = {
  readonly " $data"?: SiteConfigForm_siteConfig$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteConfigForm_siteConfig">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteConfigForm_siteConfig",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domainTransactionsEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editorMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "demoDomains",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DemoUser",
      "kind": "LinkedField",
      "name": "demoUsers",
      "plural": true,
      "selections": [
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
          "name": "subtext",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "associateId",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SiteConfig",
  "abstractKey": null
};

(node as any).hash = "4fe266c979f89efa162d668d82920151";

export default node;
