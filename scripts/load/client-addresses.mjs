import net from 'node:net';

// Every phone has its own address in real use; the per-call limits (30 sessions a minute per
// address, spec'd in the README) would otherwise refuse a load generator that is one address.
// Linux routes the whole of 127.0.0.0/8 to the loopback interface, so each new connection of the
// generator binds its own source address there: a different "phone network" per connection, and
// still nothing leaves the machine.
let nextClientAddress = 0;
const connect = net.connect;
net.connect = function connectFromClientAddress(...connectArgs) {
  if (typeof connectArgs[0] === 'number' && connectArgs[1] === '127.0.0.1') {
    nextClientAddress = (nextClientAddress + 1) % 250;
    const localAddress = `127.0.${Math.floor(nextClientAddress / 50) + 1}.${(nextClientAddress % 50) + 2}`;
    return connect.call(net, { port: connectArgs[0], host: '127.0.0.1', localAddress });
  }
  return connect.apply(net, connectArgs);
};
