/**
 * @generated SignedSource<<03cfe8ef0bcdf1104b40abac8a3d8729>>
 * @relayHash 4b9127fe9abf2fb13905161e67408781
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b9127fe9abf2fb13905161e67408781

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationsAddBuiltInGlossaryTermsMutation$variables = Record<PropertyKey, never>;
export type mutationsAddBuiltInGlossaryTermsMutation$data = {
  readonly addBuiltInGlossaryTerms: {
    readonly added: number;
    readonly glossary: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GlossaryTermsTable_glossary">;
    };
  };
};
export type mutationsAddBuiltInGlossaryTermsMutation = {
  response: mutationsAddBuiltInGlossaryTermsMutation$data;
  variables: mutationsAddBuiltInGlossaryTermsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "added",
  "storageKey": null
},
v1 = {
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
    "name": "mutationsAddBuiltInGlossaryTermsMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AddBuiltInGlossaryTermsPayload",
        "kind": "LinkedField",
        "name": "addBuiltInGlossaryTerms",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Glossary",
            "kind": "LinkedField",
            "name": "glossary",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "GlossaryTermsTable_glossary"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "mutationsAddBuiltInGlossaryTermsMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AddBuiltInGlossaryTermsPayload",
        "kind": "LinkedField",
        "name": "addBuiltInGlossaryTerms",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Glossary",
            "kind": "LinkedField",
            "name": "glossary",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GlossaryTerm",
                "kind": "LinkedField",
                "name": "terms",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "termId",
                    "storageKey": null
                  },
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
                    "name": "path",
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
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4b9127fe9abf2fb13905161e67408781",
    "metadata": {},
    "name": "mutationsAddBuiltInGlossaryTermsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5d2e86d829355ffde3ddce4dfe0da31c";

export default node;
