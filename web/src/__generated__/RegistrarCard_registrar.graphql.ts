/**
 * @generated SignedSource<<e6d3a1a37aa6b2ac3f3144d25204234b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RegistrarContactType = "admin" | "billing" | "technical" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RegistrarCard_registrar$data = {
  readonly agentId: string;
  readonly authcode: string | null | undefined;
  readonly authcodeUpdatedAt: string | null | undefined;
  readonly contacts: ReadonlyArray<{
    readonly contactType: RegistrarContactType;
    readonly email: string;
    readonly phone: string;
  }>;
  readonly domainName: string;
  readonly id: string;
  readonly markedForTransfer: boolean;
  readonly markedForTransferBy: string | null | undefined;
  readonly markedForTransferOn: string | null | undefined;
  readonly transferAllowed: boolean;
  readonly " $fragmentType": "RegistrarCard_registrar";
};
export type RegistrarCard_registrar$key = {
  readonly " $data"?: RegistrarCard_registrar$data;
  readonly " $fragmentSpreads": FragmentRefs<"RegistrarCard_registrar">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RegistrarCard_registrar",
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
      "name": "agentId",
      "storageKey": null
    },
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
      "name": "authcode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authcodeUpdatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "transferAllowed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RegistrarContact",
      "kind": "LinkedField",
      "name": "contacts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "contactType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "markedForTransferBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "markedForTransferOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "markedForTransfer",
      "storageKey": null
    }
  ],
  "type": "Registrar",
  "abstractKey": null
};

(node as any).hash = "786cf884406ffdbaec0e0641fe295601";

export default node;
