/**
 * @generated SignedSource<<b2254a7e10cd3cddca7e08ea4254d35d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CallTrackingPool_callTracking$data = {
  readonly areaCode: string | null | undefined;
  readonly extraLines: number;
  readonly numbers: ReadonlyArray<string>;
  readonly poolSize: number;
  readonly " $fragmentType": "CallTrackingPool_callTracking";
};
export type CallTrackingPool_callTracking$key = {
  readonly " $data"?: CallTrackingPool_callTracking$data;
  readonly " $fragmentSpreads": FragmentRefs<"CallTrackingPool_callTracking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CallTrackingPool_callTracking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "poolSize",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extraLines",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "areaCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "numbers",
      "storageKey": null
    }
  ],
  "type": "CallTracking",
  "abstractKey": null
};

(node as any).hash = "a7177cdfbf829e126839b036ee1c19dc";

export default node;
