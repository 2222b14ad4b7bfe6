/**
 * @generated SignedSource<<d960df3549e927683b7accb8ef4a184f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardPage_agent$data = {
  readonly dash: {
    readonly " $fragmentSpreads": FragmentRefs<"AgentServices_dash" | "TosAcceptance_dash">;
  } | null | undefined;
  readonly displayName: string;
  readonly domains: {
    readonly totalCount: number;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AccountOverview_agent" | "AgentDetails_agent" | "NotificationsCard_agent">;
  readonly " $fragmentType": "DashboardPage_agent";
};
export type DashboardPage_agent$key = {
  readonly " $data"?: DashboardPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "endDate"
    },
    {
      "kind": "RootArgument",
      "name": "startDate"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardPage_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AgentDetails_agent"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationsCard_agent"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AgentDash",
      "kind": "LinkedField",
      "name": "dash",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AgentServices_dash"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "TosAcceptance_dash"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "DomainConnection",
      "kind": "LinkedField",
      "name": "domains",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "endDate",
          "variableName": "endDate"
        },
        {
          "kind": "Variable",
          "name": "startDate",
          "variableName": "startDate"
        }
      ],
      "kind": "FragmentSpread",
      "name": "AccountOverview_agent"
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "f22c966604298d54aad8db8fdd5e3c91";

export default node;
