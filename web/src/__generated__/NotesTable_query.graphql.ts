/**
 * @generated SignedSource<<d878bda24756a2524cf64a7bbf61f52e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NotesTable_query$data = {
  readonly agentNotes: {
    readonly id: string;
    readonly page: number;
    readonly pageCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"NotesTable_notes">;
  } | null | undefined;
  readonly " $fragmentType": "NotesTable_query";
};
export type NotesTable_query$key = {
  readonly " $data"?: NotesTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotesTable_query">;
};

import NotesTableRefetchQuery_graphql from './NotesTableRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "agentId"
    },
    {
      "defaultValue": 1,
      "kind": "LocalArgument",
      "name": "page"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": NotesTableRefetchQuery_graphql
    }
  },
  "name": "NotesTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "agentId",
          "variableName": "agentId"
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "page"
        }
      ],
      "concreteType": "NotePage",
      "kind": "LinkedField",
      "name": "agentNotes",
      "plural": false,
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
          "name": "page",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pageCount",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NotesTable_notes"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a3dee67bec646b45a6ef4717ebd471c3";

export default node;
