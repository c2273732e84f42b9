import type { CataloguePictureResponse } from '../../contracts/admin/admin-uploads'
import type { UploadProgress } from './admin-client'
import { adminApi } from './admin-api'

export type { UploadProgress }

/** A catalogue picture up to the store (multipart), telling how far it has gone; answers its address. */
export const picturesService = {
  upload: (picture: File, onProgress: (progress: UploadProgress) => void, signal?: AbortSignal): Promise<CataloguePictureResponse> =>
    adminApi.call('uploadPicture', { picture }, signal, onProgress),
}
