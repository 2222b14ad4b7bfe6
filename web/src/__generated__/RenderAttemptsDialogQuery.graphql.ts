/**
 * @generated SignedSource<<45480c26a6c6a40086bf262cff23ae2d>>
 * @relayHash 093fca7c0687c8aa65e4142eb0049099
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 093fca7c0687c8aa65e4142eb0049099

import { ConcreteRequest } from 'relay-runtime';
export type RenderAttemptsDialogQuery$variables = {
  id: string;
};
export type RenderAttemptsDialogQuery$data = {
  readonly node: {
    readonly renderAttempts?: {
      readonly lastFailedRender: {
        readonly renderTime: string;
        readonly success: boolean;
      } | null | undefined;
      readonly lastSuccessfulRender: {
        readonly renderTime: string;
        readonly success: boolean;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type RenderAttemptsDialogQuery = {
  response: RenderAttemptsDialogQuery$data;
  variables: RenderAttemptsDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = [
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
  }
],
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RenderAttempts",
      "kind": "LinkedField",
      "name": "renderAttempts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RenderAttempt",
          "kind": "LinkedField",
          "name": "lastFailedRender",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RenderAttempt",
          "kind": "LinkedField",
          "name": "lastSuccessfulRender",
          "plural": false,
          "selections": (v2/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Domain",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RenderAttemptsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RenderAttemptsDialogQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "093fca7c0687c8aa65e4142eb0049099",
    "metadata": {},
    "name": "RenderAttemptsDialogQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "64612590012bb970440dfa14cf03314c";

export default node;
