/**
 * A minimal writer for the ONNX model format (protocol buffers, onnx.proto3), just enough
 * to describe a convolutional network: nodes with int/float/string/ints attributes, float
 * initializers, and typed graph inputs and outputs. It lets us run TensorFlow.js layer
 * models that ship in npm packages on ONNX Runtime, with the same weights, no converter
 * download and no Python. Field numbers are those of onnx.proto.
 */

import { bytesField, concat, floatField, intField, stringField, type Bytes } from '../protobuf/wire';

export const DataType = { FLOAT: 1, INT64: 7, DOUBLE: 11 } as const;

export type Attribute = { name: string } & ({ int: number } | { float: number } | { string: string } | { ints: number[] });

function attributeProto(attribute: Attribute): Bytes {
  // AttributeProto: name 1, f 2, i 3, s 4, ints 8, type 20 (FLOAT 1, INT 2, STRING 3, INTS 7).
  const parts = [stringField(1, attribute.name)];
  if ('int' in attribute) parts.push(intField(3, attribute.int), intField(20, 2));
  else if ('float' in attribute) parts.push(floatField(2, attribute.float), intField(20, 1));
  else if ('string' in attribute) parts.push(stringField(4, attribute.string), intField(20, 3));
  else parts.push(...attribute.ints.map((value) => intField(8, value)), intField(20, 7));
  return concat(parts);
}

export interface NodeSpec {
  op: string;
  inputs: string[];
  outputs: string[];
  name?: string;
  attributes?: Attribute[];
}

function nodeProto(node: NodeSpec): Bytes {
  // NodeProto: input 1, output 2, name 3, op_type 4, attribute 5.
  return concat([
    ...node.inputs.map((input) => stringField(1, input)),
    ...node.outputs.map((output) => stringField(2, output)),
    ...(node.name ? [stringField(3, node.name)] : []),
    stringField(4, node.op),
    ...(node.attributes ?? []).map((attribute) => bytesField(5, attributeProto(attribute))),
  ]);
}

export interface TensorSpec {
  name: string;
  dims: number[];
  /** float32 or int64 values; the tensor's type follows the array's. */
  data: Float32Array | BigInt64Array;
}

function tensorProto(tensor: TensorSpec): Bytes {
  // TensorProto: dims 1, data_type 2, name 8, raw_data 9 (little-endian).
  const raw = new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength);
  const type = tensor.data instanceof BigInt64Array ? DataType.INT64 : DataType.FLOAT;
  return concat([...tensor.dims.map((dim) => intField(1, dim)), intField(2, type), stringField(8, tensor.name), bytesField(9, raw)]);
}

export interface ValueSpec {
  name: string;
  /** Fixed sizes as numbers, symbolic ones (batch, height) as names. */
  shape: Array<number | string>;
  /** Element type; float unless said (double: CodeFormer's fidelity weight is a float64 input). */
  type?: 'float' | 'int64' | 'double';
}

function valueInfoProto(value: ValueSpec): Bytes {
  // ValueInfoProto { name 1, type 2: TypeProto { tensor_type 1: { elem_type 1, shape 2: { dim 1: { dim_value 1 | dim_param 2 } } } } }
  const dims = value.shape.map((dim) => bytesField(1, typeof dim === 'number' ? intField(1, dim) : stringField(2, dim)));
  const elemType = value.type === 'int64' ? DataType.INT64 : value.type === 'double' ? DataType.DOUBLE : DataType.FLOAT;
  const tensorType = concat([intField(1, elemType), bytesField(2, concat(dims))]);
  return concat([stringField(1, value.name), bytesField(2, bytesField(1, tensorType))]);
}

export interface GraphSpec {
  name: string;
  nodes: NodeSpec[];
  initializers: TensorSpec[];
  inputs: ValueSpec[];
  outputs: ValueSpec[];
}

/** Serialises a model (IR version 8, default-domain opset 17) ready for InferenceSession.create. */
export function writeOnnxModel(graph: GraphSpec, producer = 'prism-studio'): Uint8Array {
  // GraphProto: node 1, name 2, initializer 5, input 11, output 12.
  const graphBytes = concat([
    ...graph.nodes.map((node) => bytesField(1, nodeProto(node))),
    stringField(2, graph.name),
    ...graph.initializers.map((tensor) => bytesField(5, tensorProto(tensor))),
    ...graph.inputs.map((input) => bytesField(11, valueInfoProto(input))),
    ...graph.outputs.map((output) => bytesField(12, valueInfoProto(output))),
  ]);
  // ModelProto: ir_version 1, producer_name 2, graph 7, opset_import 8 { domain 1, version 2 }.
  return concat([intField(1, 8), stringField(2, producer), bytesField(7, graphBytes), bytesField(8, concat([stringField(1, ''), intField(2, 17)]))]);
}
