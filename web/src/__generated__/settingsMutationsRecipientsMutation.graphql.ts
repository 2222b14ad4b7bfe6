/**
 * @generated SignedSource<<f88744bd5323fe9de98106791a2de3df>>
 * @relayHash 7baa6d0a0f653ba26649fb9a9d8f74b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7baa6d0a0f653ba26649fb9a9d8f74b7

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
    "id": "7baa6d0a0f653ba26649fb9a9d8f74b7",
    "metadata": {},
    "name": "settingsMutationsRecipientsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d484ada8847240c5fbe044b9b345476e";

export default node;
