/**
 * @generated SignedSource<<e7ff8872d0aff617e7161b83bfb5d049>>
 * @relayHash bb8cd959738cb5c6a9836ab653f88534
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bb8cd959738cb5c6a9836ab653f88534

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type mutationsDeleteGlossaryTermMutation$variables = {
  termId: string;
};
export type mutationsDeleteGlossaryTermMutation$data = {
  readonly deleteGlossaryTerm: {
    readonly glossary: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GlossaryTermsTable_glossary">;
    };
  };
};
export type mutationsDeleteGlossaryTermMutation = {
  response: mutationsDeleteGlossaryTermMutation$data;
  variables: mutationsDeleteGlossaryTermMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "termId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "termId",
    "variableName": "termId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsDeleteGlossaryTermMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteGlossaryTermPayload",
        "kind": "LinkedField",
        "name": "deleteGlossaryTerm",
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
              (v2/*:: as any*/),
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsDeleteGlossaryTermMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "DeleteGlossaryTermPayload",
        "kind": "LinkedField",
        "name": "deleteGlossaryTerm",
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GlossaryTerm",
                "kind": "LinkedField",
                "name": "terms",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
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
    "id": "bb8cd959738cb5c6a9836ab653f88534",
    "metadata": {},
    "name": "mutationsDeleteGlossaryTermMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "61e565efa064599e735af2c8595100fc";

export default node;
