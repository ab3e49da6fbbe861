/**
 * A SEPA credit transfer initiation, ISO 20022 pain.001.001.03 (the version Croatian banks and the
 * EPC's SCT rulebook take), for the desk's payouts (issue 22 point 3): one payment information
 * block from the shop's account, one transaction per payout, amounts with two decimals, the
 * control sums, and names and texts in the SEPA character set.
 */
export interface Pain001Debtor {
  name: string
  iban: string
}

export interface Pain001Payment {
  endToEndId: string
  amount: number
  currency: string
  name: string
  iban: string
  text: string
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/**
 * Text as the SEPA rulebook's basic Latin set allows it (a–z, A–Z, 0–9, / - ? : ( ) . , ' + and
 * space): Croatian and German letters lose their marks (č → c, đ → d, ß → ss), anything else
 * becomes a space; cut to the field's length.
 */
export function sepaText(value: string, max: number): string {
  const plain = value
    .replace(/[đĐ]/g, (letter) => (letter === 'đ' ? 'd' : 'D'))
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.slice(0, max).trim()
}

/** Cents as the XML's decimal: 1234 → `12.34`. */
export function decimalAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export function pain001Xml(input: { messageId: string; createdAt: Date; executionDate: string; debtor: Pain001Debtor; payments: Pain001Payment[] }): string {
  const { payments, debtor } = input
  if (payments.length === 0) throw new Error('pain.001 without payments')
  const total = decimalAmount(payments.reduce((sum, payment) => sum + payment.amount, 0))
  const created = input.createdAt.toISOString().replace(/\.\d{3}Z$/, '')
  const debtorName = escapeXml(sepaText(debtor.name, 70))
  const transactions = payments
    .map(
      (payment) => `      <CdtTrfTxInf>
        <PmtId>
          <EndToEndId>${escapeXml(sepaText(payment.endToEndId, 35))}</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="${escapeXml(payment.currency)}">${decimalAmount(payment.amount)}</InstdAmt>
        </Amt>
        <Cdtr>
          <Nm>${escapeXml(sepaText(payment.name, 70))}</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>${escapeXml(payment.iban)}</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>${escapeXml(sepaText(payment.text, 140))}</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${escapeXml(input.messageId)}</MsgId>
      <CreDtTm>${created}</CreDtTm>
      <NbOfTxs>${payments.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <InitgPty>
        <Nm>${debtorName}</Nm>
      </InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${escapeXml(input.messageId)}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>${payments.length}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <PmtTpInf>
        <SvcLvl>
          <Cd>SEPA</Cd>
        </SvcLvl>
      </PmtTpInf>
      <ReqdExctnDt>${input.executionDate}</ReqdExctnDt>
      <Dbtr>
        <Nm>${debtorName}</Nm>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>${escapeXml(debtor.iban)}</IBAN>
        </Id>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <Othr>
            <Id>NOTPROVIDED</Id>
          </Othr>
        </FinInstnId>
      </DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transactions}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`
}
