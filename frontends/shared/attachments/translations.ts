import { MessagingMessages, UploadMessages } from '@hearth/contracts';
import { addTranslations } from '@hearth/i18n';

// fr-CA of the attachment picker and thumbnail (messages and help reports).
addTranslations({
  'fr-CA': {
    'Open the image larger': 'Agrandir l’image',
    'Add a photo': 'Ajouter une photo',
    'Add a photo (optional)': 'Ajouter une photo (facultatif)',
    'Uploading…': 'Téléversement…',
    'The attached image': 'L’image jointe',
    'Remove image': 'Retirer l’image',
    'Image from {{name}}': 'Image de {{name}}',
    'Your image': 'Votre image',
    'Photo of the problem': 'Photo du problème',
    [MessagingMessages.imageNotOurs]: 'Joignez une image téléversée ici.',
    [UploadMessages.notAnImage]:
      'Seuls les fichiers image peuvent être téléversés (jpg, jpeg, png, webp, gif, avif, heic ou heif)',
    [UploadMessages.tooLarge]: 'Les images doivent faire 10 Mo ou moins',
    [UploadMessages.notTheDeclaredImage]:
      'Le fichier n’est pas une image du type qu’indique son nom',
    [UploadMessages.tooManyPixels]: 'Les images doivent faire 50 mégapixels ou moins',
    [UploadMessages.failed]: 'Un problème est survenu lors du téléversement de l’image',
  },
});
