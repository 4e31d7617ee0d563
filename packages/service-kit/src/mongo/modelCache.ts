import type { Connection, Model, Schema } from 'mongoose';

/**
 * A model getter that compiles `schema` once per connection (a service has one; tests open several, and
 * mongoose refuses to compile one name twice on a connection).
 *   export const userModel = modelPerConnection<UserFields>('User', userSchema);
 */
export function modelPerConnection<Fields>(
  name: string,
  schema: Schema<Fields>,
): (connection: Connection) => Model<Fields> {
  const models = new WeakMap<Connection, Model<Fields>>();
  return (connection) => {
    let model = models.get(connection);
    if (!model) {
      model = connection.model<Fields>(name, schema);
      models.set(connection, model);
    }
    return model;
  };
}
