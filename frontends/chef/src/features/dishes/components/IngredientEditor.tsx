import { ingredientSchema, type IngredientData } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, TextField } from '@hearth/ui';
import { useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { contractResolver, topLevelField } from '../../../components/form/form-outcome';
import '../../../components/form/translations';

/** The ingredient sub-form's text fields (quantity as typed). */
interface IngredientValues {
  name: string;
  quantity: string;
  unit: string;
  notes: string;
}

const toValues = (i?: IngredientData): IngredientValues => ({
  name: i?.name ?? '',
  quantity: i ? String(i.quantity) : '',
  unit: i?.unit ?? '',
  notes: i?.notes ?? '',
});

const resolver = contractResolver<IngredientValues, IngredientData>(
  ingredientSchema,
  (v) => ({ ...v, quantity: v.quantity.trim() === '' ? undefined : Number(v.quantity) }),
  (path) => topLevelField(path),
);

const Box = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  legend {
    font-weight: 700;
  }
`;
const Rows = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > span {
    flex: 1;
  }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  column-gap: ${({ theme }) => theme.spacing(3)};
`;
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

type Mode =
  | { kind: 'list' }
  | { kind: 'add' }
  | { kind: 'edit'; index: number }
  | { kind: 'delete'; index: number };

/** "2 cups flour (sifted)". */
export function describeIngredient(i: IngredientData): string {
  return `${i.quantity} ${i.unit} ${i.name}${i.notes ? ` (${i.notes})` : ''}`;
}

/** The add/edit sub-form (not a nested `<form>`: Enter saves the ingredient, not the dish). */
function IngredientFields({
  initial,
  onSave,
  onCancel,
  saveLabel,
}: {
  initial?: IngredientData;
  onSave: (ingredient: IngredientData) => void;
  onCancel: () => void;
  saveLabel: string;
}) {
  const t = useT();
  const err = (message?: string) => (message ? t(message) : undefined);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<IngredientValues, unknown, IngredientData>({
    defaultValues: toValues(initial),
    resolver,
  });
  const save = () => void handleSubmit(onSave)();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') onCancel();
  };
  return (
    <div onKeyDown={onKeyDown} role="group" aria-label={saveLabel}>
      <Grid>
        <TextField
          label={t('Ingredient name')}
          autoFocus
          error={err(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('Quantity')}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          error={err(errors.quantity?.message)}
          {...register('quantity')}
        />
        <TextField label={t('Unit')} error={err(errors.unit?.message)} {...register('unit')} />
        <TextField
          label={t('Notes (optional)')}
          error={err(errors.notes?.message)}
          {...register('notes')}
        />
      </Grid>
      <Row>
        <Button $size="sm" onClick={save}>
          {saveLabel}
        </Button>
        <Button $size="sm" $variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </Row>
    </div>
  );
}

/** Props of {@link IngredientEditor}. */
export interface IngredientEditorProps {
  value: IngredientData[];
  onChange: (ingredients: IngredientData[]) => void;
  error?: string;
}

/**
 * The ingredient editor of the dish form: the list, an add mode, and an action mode
 * ("Edit ingredients") with Edit and Delete per ingredient; Delete asks for confirmation, and
 * deleting the last ingredient turns action mode off. Each ingredient is validated with the
 * contracts' `ingredientSchema` ('Ingredient Name is required', 'Quantity is required', 'Unit is
 * required', 'Notes must have minimum of 3 characters').
 */
export function IngredientEditor({ value, onChange, error }: IngredientEditorProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [actionMode, setActionMode] = useState(false);

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setMode({ kind: 'list' });
    if (next.length === 0) setActionMode(false);
  };

  return (
    <Box>
      <legend>{t('Ingredients (optional)')}</legend>
      {value.length === 0 && mode.kind !== 'add' && <p>{t('No ingredients yet.')}</p>}
      {value.length > 0 && (
        <Rows aria-label={t('Ingredients')}>
          {value.map((ingredient, index) =>
            mode.kind === 'edit' && mode.index === index ? (
              <li key={index}>
                <IngredientFields
                  initial={ingredient}
                  saveLabel={t('Save ingredient')}
                  onCancel={() => setMode({ kind: 'list' })}
                  onSave={(changed) => {
                    onChange(value.map((old, i) => (i === index ? changed : old)));
                    setMode({ kind: 'list' });
                  }}
                />
              </li>
            ) : (
              <li key={index}>
                <span>{describeIngredient(ingredient)}</span>
                {mode.kind === 'delete' && mode.index === index ? (
                  <span role="group" aria-label={t('Delete {{name}}?', { name: ingredient.name })}>
                    {t('Delete {{name}}?', { name: ingredient.name })}{' '}
                    <Button $size="sm" onClick={() => remove(index)}>
                      {t('Yes, delete')}
                    </Button>{' '}
                    <Button $size="sm" $variant="ghost" onClick={() => setMode({ kind: 'list' })}>
                      {t('No')}
                    </Button>
                  </span>
                ) : (
                  actionMode && (
                    <>
                      <Button
                        $size="sm"
                        $variant="secondary"
                        aria-label={t('Edit {{name}}', { name: ingredient.name })}
                        onClick={() => setMode({ kind: 'edit', index })}
                      >
                        {t('Edit')}
                      </Button>
                      <Button
                        $size="sm"
                        $variant="ghost"
                        aria-label={t('Delete {{name}}', { name: ingredient.name })}
                        onClick={() => setMode({ kind: 'delete', index })}
                      >
                        {t('Delete')}
                      </Button>
                    </>
                  )
                )}
              </li>
            ),
          )}
        </Rows>
      )}
      {mode.kind === 'add' ? (
        <IngredientFields
          saveLabel={t('Add this ingredient')}
          onCancel={() => setMode({ kind: 'list' })}
          onSave={(ingredient) => {
            onChange([...value, ingredient]);
            setMode({ kind: 'list' });
          }}
        />
      ) : (
        <Row>
          <Button $size="sm" $variant="secondary" onClick={() => setMode({ kind: 'add' })}>
            {t('Add ingredient')}
          </Button>
          {value.length > 0 && (
            <Button
              $size="sm"
              $variant="ghost"
              aria-pressed={actionMode}
              onClick={() => {
                setActionMode((on) => !on);
                setMode({ kind: 'list' });
              }}
            >
              {actionMode ? t('Done editing') : t('Edit ingredients')}
            </Button>
          )}
        </Row>
      )}
      {error && (
        <p role="alert" style={{ margin: 0 }}>
          {t(error)}
        </p>
      )}
    </Box>
  );
}
