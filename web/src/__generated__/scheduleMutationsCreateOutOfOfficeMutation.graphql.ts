/**
 * @generated SignedSource<<0f756fec364abcd2f11979a4f53cd56f>>
 * @relayHash b71dbaf6b47ef182ce3bce4e9464b84e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b71dbaf6b47ef182ce3bce4e9464b84e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateOutOfOfficeBlockInput = {
  associateIds?: ReadonlyArray<string> | null | undefined;
  date?: string | null | undefined;
  end?: string | null | undefined;
  repeatsAnnually?: boolean | null | undefined;
  scheduleId: string;
  start?: string | null | undefined;
};
export type scheduleMutationsCreateOutOfOfficeMutation$variables = {
  input: CreateOutOfOfficeBlockInput;
};
export type scheduleMutationsCreateOutOfOfficeMutation$data = {
  readonly createOutOfOfficeBlock: {
    readonly agent: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ScheduleList_agent">;
    };
    readonly outOfOfficeBlock: {
      readonly id: string;
    };
  };
};
export type scheduleMutationsCreateOutOfOfficeMutation = {
  response: scheduleMutationsCreateOutOfOfficeMutation$data;
  variables: scheduleMutationsCreateOutOfOfficeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "OutOfOfficeBlock",
  "kind": "LinkedField",
  "name": "outOfOfficeBlock",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "start",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "end",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "scheduleMutationsCreateOutOfOfficeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OutOfOfficeBlockPayload",
        "kind": "LinkedField",
        "name": "createOutOfOfficeBlock",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ScheduleList_agent"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "scheduleMutationsCreateOutOfOfficeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OutOfOfficeBlockPayload",
        "kind": "LinkedField",
        "name": "createOutOfOfficeBlock",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Schedule",
                "kind": "LinkedField",
                "name": "schedules",
                "plural": true,
                "selections": [
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "domains",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "AvailabilityBlock",
                    "kind": "LinkedField",
                    "name": "availability",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "staffId",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "weekdays",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "meetingLengths",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "communicationMediums",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "location",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OutOfOfficeBlock",
                    "kind": "LinkedField",
                    "name": "outOfOfficeBlocks",
                    "plural": true,
                    "selections": [
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scheduleId",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
                        "storageKey": null
                      },
                      (v4/*:: as any*/),
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "associateIds",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "repeatsAnnually",
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b71dbaf6b47ef182ce3bce4e9464b84e",
    "metadata": {},
    "name": "scheduleMutationsCreateOutOfOfficeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8deb548c8325d2f29c8213bc8695741f";

export default node;
