/**
 * @generated SignedSource<<6ff065bbd61835302d03c1c2bb049567>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentDetails_agent$data = {
  readonly alias: string | null | undefined;
  readonly associateId: string;
  readonly billingDay: number | null | undefined;
  readonly isAgentIntern: boolean;
  readonly " $fragmentType": "AgentDetails_agent";
};
export type AgentDetails_agent$key = {
  readonly " $data"?: AgentDetails_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentDetails_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentDetails_agent",
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
      "name": "alias",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isAgentIntern",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingDay",
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "35eae10de8d733e8994f4e061b08c347";

export default node;
