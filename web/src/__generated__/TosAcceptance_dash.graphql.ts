/**
 * @generated SignedSource<<9bea34634f2bac86658e3e28f41a8252>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TosAcceptance_dash$data = {
  readonly tosAcceptedOn: string | null | undefined;
  readonly " $fragmentType": "TosAcceptance_dash";
};
export type TosAcceptance_dash$key = {
  readonly " $data"?: TosAcceptance_dash$data;
  readonly " $fragmentSpreads": FragmentRefs<"TosAcceptance_dash">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TosAcceptance_dash",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tosAcceptedOn",
      "storageKey": null
    }
  ],
  "type": "AgentDash",
  "abstractKey": null
};

(node as any).hash = "676a68cc803c645e89aa4f5572b33b45";

export default node;
