/**
 * @generated SignedSource<<1a265e270aa22f945445b115cced641c>>
 * @relayHash 569b63edb5577d5ca0ed0f09485952b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 569b63edb5577d5ca0ed0f09485952b3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GlossaryTabQuery$variables = Record<PropertyKey, never>;
export type GlossaryTabQuery$data = {
  readonly glossary: {
    readonly terms: ReadonlyArray<{
      readonly path: string;
      readonly termId: string;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"GlossaryTermsTable_glossary">;
  } | null | undefined;
};
export type GlossaryTabQuery = {
  response: GlossaryTabQuery$data;
  variables: GlossaryTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "termId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "path",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GlossaryTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Glossary",
        "kind": "LinkedField",
        "name": "glossary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GlossaryTerm",
            "kind": "LinkedField",
            "name": "terms",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GlossaryTermsTable_glossary"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GlossaryTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Glossary",
        "kind": "LinkedField",
        "name": "glossary",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GlossaryTerm",
            "kind": "LinkedField",
            "name": "terms",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
                "name": "visible",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "examples",
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
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "569b63edb5577d5ca0ed0f09485952b3",
    "metadata": {},
    "name": "GlossaryTabQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "bc551ebc71dbb5d531ecf79b09c24fe7";

export default node;
