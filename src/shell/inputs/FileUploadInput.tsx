import { useInput, useTranslate } from 'ra-core';
import { FileUpload, type FileUploadProps } from './FileUpload';

type Props = Omit<FileUploadProps, 'files' | 'onChange' | 'upload' | 'onUploaded' | 'error'> & { source: string };

/**
 * The upload control as a react-admin form input: the chosen file (or, with `multipleFiles`, the
 * list of files) is the field's value and travels with the record when the form is saved.
 */
export const FileUploadInput = ({ source, multipleFiles, ...props }: Props) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<File | File[] | null>({ source, defaultValue: multipleFiles ? [] : null });
  const files = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const error = fieldState.error?.message;
  return (
    <FileUpload
      {...props}
      delete
      multipleFiles={multipleFiles}
      files={files}
      onChange={(chosen) => field.onChange(multipleFiles ? chosen : (chosen[chosen.length - 1] ?? null))}
      error={error ? translate(error, { _: error }) : undefined}
      testId={props.testId ?? `file-${source}`}
    />
  );
};
