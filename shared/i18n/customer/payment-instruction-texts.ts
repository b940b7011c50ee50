/** How to pay, in English: the amount, the address, the network warning and the QR code's label. */
export const paymentInstructionTexts = {
  send_exactly: "Send exactly",
  to_address: "To this address",
  network_warning: "Send only {token} on the {network} network. Funds sent on any other network are lost.",
  qr_label: "QR code to pay {amount} on {network}",
  sandbox_no_qr:
    "Test mode: no wallet QR code here, as a wallet reading it could pay on the main network instead of {network}. Copy the address into a test wallet.",
} as const;
