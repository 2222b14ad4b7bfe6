/**
 * @generated SignedSource<<6ce0324901808a82ee126ccc5ace2e31>>
 * @relayHash 31e2ec937c5cbfd8fc14c5d657a000cd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31e2ec937c5cbfd8fc14c5d657a000cd

import { ConcreteRequest } from 'relay-runtime';
export type CheckComplianceInput = {
  agentId: string;
  allowedTerms?: ReadonlyArray<string | null | undefined> | null | undefined;
  domainName: string;
  editorType: string;
  text: string;
};
export type complianceCheckTextMutation$variables = {
  input: CheckComplianceInput;
};
export type complianceCheckTextMutation$data = {
  readonly checkCompliance: {
    readonly checked: boolean;
    readonly compliant: boolean;
    readonly generalViolations: ReadonlyArray<string>;
    readonly message: string;
    readonly misspellingWarning: string | null | undefined;
    readonly sanitizer: ReadonlyArray<string>;
    readonly spelling: ReadonlyArray<{
      readonly suggestions: ReadonlyArray<string>;
      readonly word: string;
    }>;
    readonly violations: ReadonlyArray<{
      readonly categoryLabel: string;
      readonly count: number;
      readonly term: string;
      readonly text: string;
    }>;
  };
};
export type complianceCheckTextMutation = {
  response: complianceCheckTextMutation$data;
  variables: complianceCheckTextMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "ComplianceCheck",
    "kind": "LinkedField",
    "name": "checkCompliance",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checked",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "compliant",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "message",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ComplianceViolation",
        "kind": "LinkedField",
        "name": "violations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "term",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "text",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "categoryLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "generalViolations",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sanitizer",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ComplianceSpellingHint",
        "kind": "LinkedField",
        "name": "spelling",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "word",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suggestions",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "misspellingWarning",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "complianceCheckTextMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "complianceCheckTextMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "31e2ec937c5cbfd8fc14c5d657a000cd",
    "metadata": {},
    "name": "complianceCheckTextMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09588f49a3c5ab0efc55d0cd4b73cd43";

export default node;
