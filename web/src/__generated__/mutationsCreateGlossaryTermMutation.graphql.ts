/**
 * @generated SignedSource<<ba7f3cc1a831c3eaaba498af3a7c4a4e>>
 * @relayHash c71d87b4b2b8d1b1f7a533eb8b1cf371
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c71d87b4b2b8d1b1f7a533eb8b1cf371

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
export type mutationsCreateGlossaryTermMutation$variables = {
  input: GlossaryTermInput;
};
export type mutationsCreateGlossaryTermMutation$data = {
  readonly createGlossaryTerm: {
    readonly glossary: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"GlossaryTermsTable_glossary">;
    };
  };
};
export type mutationsCreateGlossaryTermMutation = {
  response: mutationsCreateGlossaryTermMutation$data;
  variables: mutationsCreateGlossaryTermMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
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
    "name": "mutationsCreateGlossaryTermMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GlossaryTermPayload",
        "kind": "LinkedField",
        "name": "createGlossaryTerm",
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
    "name": "mutationsCreateGlossaryTermMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GlossaryTermPayload",
        "kind": "LinkedField",
        "name": "createGlossaryTerm",
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
    "id": "c71d87b4b2b8d1b1f7a533eb8b1cf371",
    "metadata": {},
    "name": "mutationsCreateGlossaryTermMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b59304495e9cefb415f9889a58f827bd";

export default node;
