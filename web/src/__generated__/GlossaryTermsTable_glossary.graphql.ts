/**
 * @generated SignedSource<<21d29150a7048980e55b8856debe64a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GlossaryTermsTable_glossary$data = {
  readonly terms: ReadonlyArray<{
    readonly description: string;
    readonly examples: ReadonlyArray<string>;
    readonly id: string;
    readonly notes: ReadonlyArray<string>;
    readonly path: string;
    readonly termId: string;
    readonly title: string;
    readonly visible: boolean;
  }>;
  readonly " $fragmentType": "GlossaryTermsTable_glossary";
};
export type GlossaryTermsTable_glossary$key = {
  readonly " $data"?: GlossaryTermsTable_glossary$data;
  readonly " $fragmentSpreads": FragmentRefs<"GlossaryTermsTable_glossary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GlossaryTermsTable_glossary",
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
  "type": "Glossary",
  "abstractKey": null
};

(node as any).hash = "bb03a4203726693c3f42fbdbfe578e58";

export default node;
