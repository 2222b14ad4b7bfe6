/**
 * @generated SignedSource<<96ec421f1100ebc1689d946e4c5dc556>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type agentLabel_agent$data = {
  readonly associateId: string;
  readonly displayName: string;
  readonly " $fragmentType": "agentLabel_agent";
};
export type agentLabel_agent$key = {
  readonly " $data"?: agentLabel_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"agentLabel_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "agentLabel_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "associateId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "42945e6ddd88fb28e481ebfdf5f20ec6";

export default node;
