/**
 * @generated SignedSource<<611d08d8cb7c39e2db4dc08a0f636498>>
 * @relayHash 07b39abd6c4b52e6bd12f7f9345b0225
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 07b39abd6c4b52e6bd12f7f9345b0225

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GlossaryTermInput = {
  description: string;
  examples: ReadonlyArray<string>;
  notes: ReadonlyArray<string>;
  path: string;
  title: string;
  visible?: boolean;
};
export type mutationsUpdateGlossaryTermMutation$variables = {
  input: GlossaryTermInput;
  termId: string;
};
export type mutationsUpdateGlossaryTermMutation$data = {
  readonly updateGlossaryTerm: {
    readonly glossary: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GlossaryTermsTable_glossary">;
    };
  };
};
export type mutationsUpdateGlossaryTermMutation = {
  response: mutationsUpdateGlossaryTermMutation$data;
  variables: mutationsUpdateGlossaryTermMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "termId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  },
  {
    "kind": "Variable",
    "name": "termId",
    "variableName": "termId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsUpdateGlossaryTermMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "GlossaryTermPayload",
        "kind": "LinkedField",
        "name": "updateGlossaryTerm",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Glossary",
            "kind": "LinkedField",
            "name": "glossary",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "mutationsUpdateGlossaryTermMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "GlossaryTermPayload",
        "kind": "LinkedField",
        "name": "updateGlossaryTerm",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Glossary",
            "kind": "LinkedField",
            "name": "glossary",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GlossaryTerm",
                "kind": "LinkedField",
                "name": "terms",
                "plural": true,
                "selections": [
                  (v3/*:: as any*/),
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
    "id": "07b39abd6c4b52e6bd12f7f9345b0225",
    "metadata": {},
    "name": "mutationsUpdateGlossaryTermMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5556a9d122c495b89adc4b56870e74c5";

export default node;
