import { useState } from 'react';
import { AnswerType, type TableView } from '../../../../shared/tables';
import { client, errorInfo } from '../../store/client';
import { useTables } from '../../store/tables';
import { Dialog } from '../Dialog';

const TYPE_WORDS: Record<AnswerType, string> = {
  text: 'Text', yes_no: 'Yes / no', date: 'Date', duration: 'Duration', amount: 'Amount', parties: 'Party names', jurisdiction: 'Jurisdiction',
};

type Column = TableView['columns'][number];

function ColumnEditor({ table, column }: { table: string; column: Column }) {
  const [question, setQuestion] = useState(column.question);
  const [type, setType] = useState<AnswerType>(column.type);
  const [error, setError] = useState<string | null>(null);
  const dirty = question.trim() !== column.question || type !== column.type;
  const save = async () => {
    try {
      const view = await client().call('tables:editColumn', { id: table, column: column.id, question: question.trim(), type });
      useTables.setState({ current: view });
      setError(null);
    } catch (err) {
      setError(errorInfo(err).message);
    }
  };
  const remove = async () => {
    try {
      useTables.setState({ current: await client().call('tables:removeColumn', { id: table, column: column.id }) });
    } catch (err) {
      setError(errorInfo(err).message);
    }
  };
  return (
    <li className="border-b border-line py-2" data-testid="question-row">
      <div className="flex items-center gap-2">
        <b className="flex-1 text-[13px]">{column.name}</b>
        <label className="text-[12px] text-muted">
          Answer
          <select className="ml-1 rounded border border-line bg-canvas px-1 py-0.5 text-ink" value={type} onChange={(e) => setType(e.target.value as AnswerType)}>
            {AnswerType.options.map((t) => <option key={t} value={t}>{TYPE_WORDS[t]}</option>)}
          </select>
        </label>
        <button type="button" className="rounded px-1.5 py-0.5 text-[12px] text-[var(--c-contradicted)] hover:bg-hover" onClick={() => void remove()}>Remove</button>
      </div>
      <label className="mt-1 block">
        <span className="sr-only">Question for {column.name}</span>
        <textarea rows={2} value={question} onChange={(e) => setQuestion(e.target.value)} className="w-full rounded border border-line bg-canvas px-2 py-1 text-[12.5px]" />
      </label>
      <div className="flex items-center gap-2">
        {dirty ? <button type="button" className="rounded border border-line px-2 py-0.5 text-[12px] hover:bg-hover" onClick={() => void save()}>Save — re-asks this column on the next run</button> : null}
        {error ? <span role="alert" className="text-[12px] text-[var(--c-contradicted)]">{error}</span> : null}
      </div>
    </li>
  );
}

/** The table's questions: reword one (its answers turn stale and are re-asked on the next run), change its answer type, remove it, or add one. */
export function QuestionsDialog({ view, onClose }: { view: TableView; onClose: () => void }) {
  const [name, setName] = useState('');
  const [question, setQuestion] = useState('');
  const [type, setType] = useState<AnswerType>('text');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    try {
      useTables.setState({ current: await client().call('tables:addColumn', { id: view.table, column: { name: name.trim(), question: question.trim(), type } }) });
      setName('');
      setQuestion('');
      setError(null);
    } catch (err) {
      setError(errorInfo(err).message);
    }
  };
  return (
    <Dialog title={`Questions of “${view.name}”`} onClose={onClose} testId="questions-dialog" width="max-w-2xl">
      <ul className="max-h-[55vh] overflow-auto">
        {view.columns.map((c) => <ColumnEditor key={`${c.id}:${c.question}:${c.type}`} table={view.table} column={c} />)}
      </ul>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); void add(); }}>
        <label className="text-[12px]">Name<input value={name} onChange={(e) => setName(e.target.value)} className="ml-1 w-36 rounded border border-line bg-canvas px-1.5 py-0.5" /></label>
        <label className="flex-1 text-[12px]">Question<input value={question} onChange={(e) => setQuestion(e.target.value)} className="ml-1 w-full rounded border border-line bg-canvas px-1.5 py-0.5" /></label>
        <label className="text-[12px]">Answer
          <select value={type} onChange={(e) => setType(e.target.value as AnswerType)} className="ml-1 rounded border border-line bg-canvas px-1 py-0.5">
            {AnswerType.options.map((t) => <option key={t} value={t}>{TYPE_WORDS[t]}</option>)}
          </select>
        </label>
        <button type="submit" disabled={!name.trim() || question.trim().length < 3} className="rounded border border-line px-2.5 py-1 text-[12.5px] hover:bg-hover disabled:text-faint">Add question</button>
      </form>
      {error ? <p role="alert" className="mt-2 text-[12px] text-[var(--c-contradicted)]">{error}</p> : null}
    </Dialog>
  );
}
