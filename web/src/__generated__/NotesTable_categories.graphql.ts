/**
 * @generated SignedSource<<c889814d5da9a983d05598678b40f223>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotesTable_categories$data = ReadonlyArray<{
  readonly label: string;
  readonly value: string;
  readonly " $fragmentType": "NotesTable_categories";
}>;
export type NotesTable_categories$key = ReadonlyArray<{
  readonly " $data"?: NotesTable_categories$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotesTable_categories">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "NotesTable_categories",
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

(node as any).hash = "5f4f485cc2bbc21c11e1acfee3925412";

export default node;
