/**
 * @generated SignedSource<<f3a2f248b5c09883fe56dbc6b1a65955>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RenderList_history$data = {
  readonly domain: string;
  readonly renders: ReadonlyArray<{
    readonly renderTime: string;
    readonly response: string;
    readonly schemaErrors: ReadonlyArray<string>;
    readonly success: boolean;
    readonly trigger: string;
  }>;
  readonly " $fragmentType": "RenderList_history";
};
export type RenderList_history$key = {
  readonly " $data"?: RenderList_history$data;
  readonly " $fragmentSpreads": FragmentRefs<"RenderList_history">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RenderList_history",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "domain",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DomainRender",
      "kind": "LinkedField",
      "name": "renders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "renderTime",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "success",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trigger",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "schemaErrors",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "response",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DomainRenderHistory",
  "abstractKey": null
};

(node as any).hash = "073d27f742df23a6b00a45881ee730c5";

export default node;
