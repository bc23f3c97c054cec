import type { BrowserContext } from '@playwright/test';

/*
 * https://apis.google.com/js/api.js cannot be reached from the test machines, yet the Firebase
 * SDK's popup sign-in and the Auth emulator's helper iframe both load it for `gapi.iframes`. This
 * stand-in implements exactly the parts they call, over window.postMessage:
 *   parent page (SDK):  gapi.load('gapi.iframes'), getContext().open(opts, onOpen) → iframe with
 *                       restyle(), ping(), register(name, handler), send(name, data, cb)
 *   helper iframe:      getContext().getParentIframe() → register(name, handler), send(name, data, cb)
 * Messages are tagged so the emulator's own postMessage traffic passes untouched.
 */
const STAND_IN = String.raw`
(function () {
  var TAG = '__gapiStandIn';
  var nextId = 1;
  function Channel(target) {
    this.target = target;      // window to post to
    this.handlers = {};
    this.queued = {};          // calls that arrived before their handler was registered
    this.waiting = {};         // id -> reply callback
    this.readyCallbacks = [];
    this.ready = false;
  }
  Channel.prototype.post = function (msg) {
    msg[TAG] = true;
    if (this.target) this.target.postMessage(msg, '*');
  };
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var pending = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < pending.length; i++) this.answer(pending[i]);
  };
  Channel.prototype.answer = function (msg) {
    var handler = this.handlers[msg.name];
    if (!handler) {
      (this.queued[msg.name] = this.queued[msg.name] || []).push(msg);
      return;
    }
    var result;
    try { result = handler(msg.data); } catch (e) { result = { status: 'ERROR', error: String(e) }; }
    this.post({ kind: 'reply', id: msg.id, data: [result] });
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = nextId++;
    if (callback) this.waiting[id] = callback;
    this.post({ kind: 'call', id: id, name: name, data: data });
  };
  Channel.prototype.receive = function (msg) {
    if (msg.kind === 'ready') {
      this.ready = true;
      var cbs = this.readyCallbacks; this.readyCallbacks = [];
      for (var i = 0; i < cbs.length; i++) cbs[i]();
    } else if (msg.kind === 'call') {
      this.answer(msg);
    } else if (msg.kind === 'reply') {
      var cb = this.waiting[msg.id];
      delete this.waiting[msg.id];
      // The SDK may throw from its callback by design; it must not break the channel.
      if (cb) { try { cb(msg.data); } catch (e) { setTimeout(function () { throw e; }); } }
    }
  };

  var children = [];   // channels to iframes this page opened
  var parentChannel = window.parent !== window ? new Channel(window.parent) : null;

  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || typeof msg !== 'object' || !msg[TAG]) return;
    if (parentChannel && event.source === window.parent) return parentChannel.receive(msg);
    for (var i = 0; i < children.length; i++) {
      if (children[i].frame.contentWindow === event.source) return children[i].channel.receive(msg);
    }
  });

  function IframeHandle(frame, channel) { this.frame = frame; this.channel = channel; }
  IframeHandle.prototype.restyle = function (style) {
    if (style && style.setHideOnLeave === false) { /* nothing to hide */ }
    return Promise.resolve();
  };
  IframeHandle.prototype.ping = function (callback) {
    var channel = this.channel;
    return new Promise(function (resolve) {
      var done = function () { if (callback) callback(); resolve([]); };
      if (channel.ready) done(); else channel.readyCallbacks.push(done);
    });
  };
  IframeHandle.prototype.register = function (name, handler) { this.channel.register(name, handler); };
  IframeHandle.prototype.send = function (name, data, callback) { this.channel.send(name, data, callback); };

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attrs = (options && options.attributes) || {};
      var style = attrs.style || {};
      for (var key in style) frame.style[key] = style[key];
      frame.setAttribute('aria-hidden', 'true');
      frame.src = options.url;
      var channel = new Channel(null);
      children.push({ frame: frame, channel: channel });
      (options.where || document.body).appendChild(frame);
      channel.target = frame.contentWindow;
      var handle = new IframeHandle(frame, channel);
      return Promise.resolve(onOpen ? onOpen(handle) : handle);
    },
    getParentIframe: function () {
      return {
        register: function (name, handler) { parentChannel.register(name, handler); },
        send: function (name, data, callback) { parentChannel.send(name, data, callback); },
      };
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: IframeHandle,
    getContext: function () { return context; },
  };
  window.gapi.load = function (name, options) {
    var cb = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () { if (cb) cb(); });
  };

  // In the helper iframe: tell the parent we can take calls.
  if (parentChannel) parentChannel.post({ kind: 'ready' });

  var src = (document.currentScript && document.currentScript.src) || '';
  var onload = new URL(src, location.href).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();
`;

/** Serves the stand-in for every page and frame of `context`, including sign-in popups. */
export async function installGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }),
  );
}
