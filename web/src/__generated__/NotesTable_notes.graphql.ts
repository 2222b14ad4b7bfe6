/**
 * @generated SignedSource<<4dbdbe7ba228dc080d51ca6e6c0f8154>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotesTable_notes$data = {
  readonly notes: ReadonlyArray<{
    readonly assignedTo: string | null | undefined;
    readonly category: string;
    readonly createdAt: string;
    readonly createdBy: string | null | undefined;
    readonly followUpBy: string | null | undefined;
    readonly followedUpAt: string | null | undefined;
    readonly id: string;
    readonly serviceFailure: boolean;
    readonly text: string;
    readonly updatedAt: string | null | undefined;
  }>;
  readonly " $fragmentType": "NotesTable_notes";
};
export type NotesTable_notes$key = {
  readonly " $data"?: NotesTable_notes$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotesTable_notes">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotesTable_notes",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Note",
      "kind": "LinkedField",
      "name": "notes",
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
          "name": "category",
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
          "name": "serviceFailure",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followUpBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followedUpAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdBy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "assignedTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "updatedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NotePage",
  "abstractKey": null
};

(node as any).hash = "c2a5a5976698d82fac1a60c9318dbfc7";

export default node;
