/**
 * @generated SignedSource<<2df3e3a2f18f7dd78c3d6fe664c34f64>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ComplianceOutcome = "compliant" | "notAText" | "notChecked" | "notCompliant" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type verdict_verdict$data = {
  readonly check: {
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
      readonly phrases: ReadonlyArray<string>;
      readonly term: string;
      readonly text: string;
    }>;
  } | null | undefined;
  readonly message: string;
  readonly outcome: ComplianceOutcome;
  readonly " $fragmentType": "verdict_verdict";
};
export type verdict_verdict$key = {
  readonly " $data"?: verdict_verdict$data;
  readonly " $fragmentSpreads": FragmentRefs<"verdict_verdict">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "verdict_verdict",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outcome",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
        (v0/*:: as any*/),
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
              "name": "phrases",
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
  ],
  "type": "ComplianceVerdict",
  "abstractKey": null
};
})();

(node as any).hash = "607465c83ae282fa67a6d29aa90794b5";

export default node;
