/**
 * The most common passwords of at least 8 characters (from public breach-frequency lists such as
 * SecLists' top-10k), lower-cased. Anything here is rejected at registration and password change
 * (issue 4; NIST SP 800-63B §5.1.1.2 "values known to be commonly-used").
 */
const list = `
12345678 123456789 1234567890 12345678910 password password1 password12 password123 password1234
passw0rd p@ssw0rd p@ssword qwertyuiop qwerty123 qwerty1234 qwertyui 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y
11111111 111111111 1111111111 00000000 000000000 0000000000 88888888 99999999 12341234 87654321
123123123 123321123 abcd1234 abc12345 abcdefgh iloveyou iloveyou1 iloveyou2 sunshine princess1
football football1 baseball baseball1 superman batman123 trustno1 letmein1 letmein123 welcome1 welcome123
whatever dragon123 monkey123 starwars startrek computer internet michael1 jennifer jordan23 liverpool
chelsea1 arsenal1 butterfly sweetheart qazwsxedc zaq12wsx 1qaz2wsx !qaz2wsx q1w2e3r4 q1w2e3r4t5
asdfghjkl asdfasdf zxcvbnm1 zxcvbnm123 administrator admin123 admin1234 adminadmin changeme changeme1
secret123 test1234 testtest 12qwaszx qweasdzxc 123qweasd 1234qwer qwer1234 asdf1234 password!
lozinka1 lozinka123 lozinka1234 hrvatska hrvatska1 zagreb123 dinamo123 hajduk1950 volimte volimte1
passwort passwort1 hallo123 schatz123 bierbaron 
`

export const commonPasswords: ReadonlySet<string> = new Set(list.split(/\s+/).filter(Boolean))

export function isCommonPassword(password: string): boolean {
  const normalised = password.trim().toLowerCase()
  return commonPasswords.has(normalised) || /^(.)\1+$/.test(normalised) || /^(0123456789|1234567890)+$/.test(normalised)
}
