/**
 * @generated SignedSource<<6d68887b117614b2bc149aa9f9452b05>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddNoteForm_categories$data = ReadonlyArray<{
  readonly label: string;
  readonly value: string;
  readonly " $fragmentType": "AddNoteForm_categories";
}>;
export type AddNoteForm_categories$key = ReadonlyArray<{
  readonly " $data"?: AddNoteForm_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddNoteForm_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AddNoteForm_categories",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "value",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "label",
      "storageKey": null
    }
  ],
  "type": "NoteCategory",
  "abstractKey": null
};

(node as any).hash = "4cf2e2fca8d48fe24cacf50c3cfa6248";

export default node;
