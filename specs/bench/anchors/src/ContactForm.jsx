// react-hook-form as its docs use it: useForm, register with rules, handleSubmit, errors.
import { useForm } from 'react-hook-form';

export function ContactForm({ action, fields }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm();
  const submit = (values) => fetch(action, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(values) });
  if (isSubmitSuccessful) return <p role="status">Thank you.</p>;
  return (
    <form onSubmit={handleSubmit(submit)}>
      {fields.map((field) => (
        <label key={field.id}>
          {field.title}
          <input type={field.type} {...register(field.id, { required: field.required && 'Required', maxLength: field.maxLength })} aria-invalid={errors[field.id] ? 'true' : 'false'} />
          {errors[field.id] && <span role="alert">{errors[field.id].message}</span>}
        </label>
      ))}
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting…' : 'Send'}
      </button>
    </form>
  );
}
