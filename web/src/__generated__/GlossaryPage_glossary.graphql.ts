/**
 * @generated SignedSource<<60c5776bf898134cc5ab1fc486b5b8ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GlossaryPage_glossary$data = {
  readonly terms: ReadonlyArray<{
    readonly description: string;
    readonly examples: ReadonlyArray<string>;
    readonly id: string;
    readonly notes: ReadonlyArray<string>;
    readonly path: string;
    readonly title: string;
    readonly visible: boolean;
  }>;
  readonly " $fragmentType": "GlossaryPage_glossary";
};
export type GlossaryPage_glossary$key = {
  readonly " $data"?: GlossaryPage_glossary$data;
  readonly " $fragmentSpreads": FragmentRefs<"GlossaryPage_glossary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GlossaryPage_glossary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GlossaryTerm",
      "kind": "LinkedField",
      "name": "terms",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
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
    }
  ],
  "type": "Glossary",
  "abstractKey": null
};

(node as any).hash = "76fd54de84cf2a92adff1c3665eae283";

export default node;
