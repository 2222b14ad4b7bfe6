/**
 * @generated SignedSource<<5994fef93a6ffd812a91d9aa0d8dfb56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CampaignsPage_agent$data = {
  readonly displayName: string;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignTable_agent" | "QlpViewsSummary_agent">;
  readonly " $fragmentType": "CampaignsPage_agent";
};
export type CampaignsPage_agent$key = {
  readonly " $data"?: CampaignsPage_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"CampaignsPage_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "domainFilter"
    },
    {
      "kind": "RootArgument",
      "name": "endDate"
    },
    {
      "kind": "RootArgument",
      "name": "includeUncampaigned"
    },
    {
      "kind": "RootArgument",
      "name": "page"
    },
    {
      "kind": "RootArgument",
      "name": "pageSize"
    },
    {
      "kind": "RootArgument",
      "name": "sortDescending"
    },
    {
      "kind": "RootArgument",
      "name": "sortKey"
    },
    {
      "kind": "RootArgument",
      "name": "startDate"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "CampaignsPage_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "args": [
        {
          "kind": "Variable",
          "name": "domainFilter",
          "variableName": "domainFilter"
        },
        {
          "kind": "Variable",
          "name": "endDate",
          "variableName": "endDate"
        },
        {
          "kind": "Variable",
          "name": "includeUncampaigned",
          "variableName": "includeUncampaigned"
        },
        {
          "kind": "Variable",
          "name": "page",
          "variableName": "page"
        },
        {
          "kind": "Variable",
          "name": "pageSize",
          "variableName": "pageSize"
        },
        {
          "kind": "Variable",
          "name": "sortDescending",
          "variableName": "sortDescending"
        },
        {
          "kind": "Variable",
          "name": "sortKey",
          "variableName": "sortKey"
        },
        {
          "kind": "Variable",
          "name": "startDate",
          "variableName": "startDate"
        }
      ],
      "kind": "FragmentSpread",
      "name": "CampaignTable_agent"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "QlpViewsSummary_agent"
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "1091f69c304c251ece14f0b286f8e419";

export default node;
