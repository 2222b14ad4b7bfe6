/**
 * @generated SignedSource<<0e467303e1ed30866356f91029e94dcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentServices_dash$data = {
  readonly services: ReadonlyArray<{
    readonly active: boolean;
    readonly key: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "AgentServices_dash";
};
export type AgentServices_dash$key = {
  readonly " $data"?: AgentServices_dash$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentServices_dash">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentServices_dash",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AgentService",
      "kind": "LinkedField",
      "name": "services",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AgentDash",
  "abstractKey": null
};

(node as any).hash = "aa6ecbc06b7c48f628e027f61337a887";

export default node;
