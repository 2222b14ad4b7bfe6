/**
 * @generated SignedSource<<ac8f5dfa8ed97be1198d83e023ded58d>>
 * @relayHash d0e0dbb96de38833a32043d07bfb9bf3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d0e0dbb96de38833a32043d07bfb9bf3

import { ConcreteRequest } from 'relay-runtime';
export type ComplianceDisposition = "approved" | "rejected" | "review" | "%future added value";
export type ComplianceSeverity = "prohibited" | "risky" | "%future added value";
export type ProductType = "m1" | "m2" | "parked" | "sf_microsite" | "%future added value";
export type ComplianceHelperCheckInput = {
  allowedTerms?: ReadonlyArray<string | null | undefined> | null | undefined;
  editorType: string;
  text: string;
};
export type mutationsComplianceHelperCheckMutation$variables = {
  input: ComplianceHelperCheckInput;
};
export type mutationsComplianceHelperCheckMutation$data = {
  readonly complianceHelperCheck: {
    readonly check: {
      readonly checked: boolean;
      readonly compliant: boolean;
      readonly disposition: ComplianceDisposition | null | undefined;
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
        readonly severity: ComplianceSeverity;
        readonly term: string;
        readonly text: string;
      }>;
    };
    readonly domainName: string;
    readonly productType: ProductType;
    readonly rawResponse: string | null | undefined;
    readonly sentText: string;
  };
};
export type mutationsComplianceHelperCheckMutation = {
  response: mutationsComplianceHelperCheckMutation$data;
  variables: mutationsComplianceHelperCheckMutation$variables;
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
    "concreteType": "ComplianceHelperCheck",
    "kind": "LinkedField",
    "name": "complianceHelperCheck",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "domainName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "productType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sentText",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rawResponse",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ComplianceCheck",
        "kind": "LinkedField",
        "name": "check",
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
            "kind": "ScalarField",
            "name": "disposition",
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
                "name": "severity",
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
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsComplianceHelperCheckMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "mutationsComplianceHelperCheckMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "d0e0dbb96de38833a32043d07bfb9bf3",
    "metadata": {},
    "name": "mutationsComplianceHelperCheckMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8ba106e4fc2f08939c2e7c114537d243";

export default node;
