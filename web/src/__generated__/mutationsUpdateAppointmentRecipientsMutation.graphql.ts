/**
 * @generated SignedSource<<8bfdf7888648b531acb3e6f9c766abcc>>
 * @relayHash dd460ebbe63519de79ab2ad6011dc26b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dd460ebbe63519de79ab2ad6011dc26b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateAppointmentNotificationRecipientsInput = {
  agentId: string;
  recipients: ReadonlyArray<string>;
};
export type mutationsUpdateAppointmentRecipientsMutation$variables = {
  input: UpdateAppointmentNotificationRecipientsInput;
};
export type mutationsUpdateAppointmentRecipientsMutation$data = {
  readonly updateAppointmentNotificationRecipients: {
    readonly agent: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"RecipientsForm_agent">;
    };
    readonly recipients: ReadonlyArray<string>;
  };
};
export type mutationsUpdateAppointmentRecipientsMutation = {
  response: mutationsUpdateAppointmentRecipientsMutation$data;
  variables: mutationsUpdateAppointmentRecipientsMutation$variables;
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
  "name": "recipients",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "mutationsUpdateAppointmentRecipientsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AppointmentNotificationRecipientsPayload",
        "kind": "LinkedField",
        "name": "updateAppointmentNotificationRecipients",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RecipientsForm_agent"
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
    "name": "mutationsUpdateAppointmentRecipientsMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "AppointmentNotificationRecipientsPayload",
        "kind": "LinkedField",
        "name": "updateAppointmentNotificationRecipients",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
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
  },
  "params": {
    "id": "dd460ebbe63519de79ab2ad6011dc26b",
    "metadata": {},
    "name": "mutationsUpdateAppointmentRecipientsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0c7b98a09810c094eac4bad194f6a893";

export default node;
