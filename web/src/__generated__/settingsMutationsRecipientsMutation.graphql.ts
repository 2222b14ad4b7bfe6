/**
 * @generated SignedSource<<684c9cfc2708bf194a5c70ab0bbee870>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateAppointmentNotificationRecipientsInput = {
  agentId: string;
  recipients: ReadonlyArray<string>;
};
export type settingsMutationsRecipientsMutation$variables = {
  input: UpdateAppointmentNotificationRecipientsInput;
};
export type settingsMutationsRecipientsMutation$data = {
  readonly updateAppointmentNotificationRecipients: {
    readonly agent: {
      readonly appointmentNotificationRecipients: ReadonlyArray<string> | null | undefined;
      readonly id: string;
    };
    readonly recipients: ReadonlyArray<string>;
  };
};
export type settingsMutationsRecipientsMutation = {
  response: settingsMutationsRecipientsMutation$data;
  variables: settingsMutationsRecipientsMutation$variables;
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
    "kind": "ClientExtension",
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "input",
            "variableName": "input"
          }
        ],
        "concreteType": "AppointmentNotificationRecipientsPayload",
        "kind": "LinkedField",
        "name": "updateAppointmentNotificationRecipients",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipients",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
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
                "name": "appointmentNotificationRecipients",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "settingsMutationsRecipientsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "settingsMutationsRecipientsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "75ff19b732bcfc78b9602a628a7d1258",
    "id": null,
    "metadata": {},
    "name": "settingsMutationsRecipientsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d484ada8847240c5fbe044b9b345476e";

export default node;
