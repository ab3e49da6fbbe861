/** Messages of site documents, the social sections and post writes, in every language; hr is the source. */
export const hr = {
  'section.documents.download': 'Preuzmi',
  'section.documents.downloadTitle': 'Preuzmi: {title}',
  'section.documents.loginToDownload': 'Prijavite se za preuzimanje',
  'section.documents.loginToDownloadTitle': 'Prijavite se za preuzimanje: {title}',
  'section.documents.membersOnly': 'Samo za članove',
  'section.documents.empty': 'Dokumenti će uskoro biti objavljeni.',
  'section.documents.fileInfo': '{type}, {size}',
  'section.instagram.openPost': 'Otvori objavu na Instagramu',
  'section.instagram.noCaption': 'Objava s Instagrama',
  'document.mediaNotFound': 'Datoteka nije pronađena u medijskoj knjižnici.',
  'document.mediaNotPdf': 'Dokument mora biti PDF datoteka.',
  'blog.slugTaken': 'Objava s tom adresom već postoji na ovom jeziku.',
  'blog.conflict': 'Netko je u međuvremenu spremio ovu objavu. Zatvorite uređivač i otvorite je ponovno.',
} as const

export const en: Record<keyof typeof hr, string> = {
  'section.documents.download': 'Download',
  'section.documents.downloadTitle': 'Download: {title}',
  'section.documents.loginToDownload': 'Log in to download',
  'section.documents.loginToDownloadTitle': 'Log in to download: {title}',
  'section.documents.membersOnly': 'Members only',
  'section.documents.empty': 'Documents will be published soon.',
  'section.documents.fileInfo': '{type}, {size}',
  'section.instagram.openPost': 'Open the post on Instagram',
  'section.instagram.noCaption': 'Instagram post',
  'document.mediaNotFound': 'The file was not found in the media library.',
  'document.mediaNotPdf': 'A document must be a PDF file.',
  'blog.slugTaken': 'A post with this address already exists in this language.',
  'blog.conflict': 'Someone else saved this post in the meantime. Close the editor and open it again.',
}

export const de: Record<keyof typeof hr, string> = {
  'section.documents.download': 'Herunterladen',
  'section.documents.downloadTitle': 'Herunterladen: {title}',
  'section.documents.loginToDownload': 'Zum Herunterladen anmelden',
  'section.documents.loginToDownloadTitle': 'Zum Herunterladen anmelden: {title}',
  'section.documents.membersOnly': 'Nur für Mitglieder',
  'section.documents.empty': 'Die Dokumente werden bald veröffentlicht.',
  'section.documents.fileInfo': '{type}, {size}',
  'section.instagram.openPost': 'Beitrag auf Instagram öffnen',
  'section.instagram.noCaption': 'Instagram-Beitrag',
  'document.mediaNotFound': 'Die Datei wurde in der Mediathek nicht gefunden.',
  'document.mediaNotPdf': 'Ein Dokument muss eine PDF-Datei sein.',
  'blog.slugTaken': 'Ein Beitrag mit dieser Adresse existiert in dieser Sprache bereits.',
  'blog.conflict': 'Jemand anderes hat diesen Beitrag inzwischen gespeichert. Schließen Sie den Editor und öffnen Sie ihn erneut.',
}
