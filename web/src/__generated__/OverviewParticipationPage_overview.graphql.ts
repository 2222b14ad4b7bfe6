/**
 * @generated SignedSource<<05dd345125d6908b10bb9ae7eeb7057a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewParticipationPage_overview$data = {
  readonly participation: {
    readonly agents: ReadonlyArray<{
      readonly agentName: string;
      readonly associateId: string;
      readonly services: ReadonlyArray<{
        readonly active: boolean;
      }>;
    }>;
    readonly services: ReadonlyArray<{
      readonly agents: number;
      readonly key: string;
      readonly name: string;
    }>;
    readonly totalAgents: number;
  } | null | undefined;
  readonly " $fragmentType": "OverviewParticipationPage_overview";
};
export type OverviewParticipationPage_overview$key = {
  readonly " $data"?: OverviewParticipationPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewParticipationPage_overview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewParticipationPage_overview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OverviewParticipation",
      "kind": "LinkedField",
      "name": "participation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalAgents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewService",
          "kind": "LinkedField",
          "name": "services",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "agents",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "OverviewAgentServices",
          "kind": "LinkedField",
          "name": "agents",
          "plural": true,
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
              "name": "agentName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "OverviewServiceUse",
              "kind": "LinkedField",
              "name": "services",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "active",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Overview",
  "abstractKey": null
};

(node as any).hash = "5f44603bc9fd019d146d0029fb1b6416";

export default node;
