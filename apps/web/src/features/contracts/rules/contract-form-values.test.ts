import { contractTemplateSchema } from '@navia/domain/contracts/connect-contracts';
import { describe, expect, it } from 'vitest';
import { buildContract, buildSku } from './contract-factories.ts';
import {
  CONTRACT_FORM_ERRORS,
  changedTerms,
  contractUpdateFormSchema,
  contractValuesOf,
  emptyContractValues,
  emptySkuLine,
  newContractFormSchema,
  PRICE_MESSAGE,
  valuesFromTemplate,
} from './contract-form-values.ts';

const filled = () => ({
  ...emptyContractValues('BUYING'),
  referenceNumber: 'PO-2026-0500',
  trustedPartyId: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  portOfLoading: 'MYPKG',
  transportType: 'SEA',
  productReadyDate: '2027-01-15',
  skus: [
    {
      ...emptySkuLine('USD'),
      productNumber: 'ACM-1',
      productDescription: 'Blender',
      unitPrice: '45.99',
      quantity: 100,
    },
  ],
});

describe('the contract form and the shared schemas', () => {
  it('sends a new contract with prices in minor units and empty text as null', () => {
    const parsed = newContractFormSchema.parse(filled());
    expect(parsed.skus[0]).toMatchObject({ unitPrice: 4599, unitCurrency: 'USD', quantity: 100 });
    expect(parsed.countryOfOrigin).toBeNull();
    expect(parsed.transportType).toBe('SEA');
  });

  it('reports a price that is not one on its line, and an empty one as required', () => {
    const values = filled();
    const line = {
      ...emptySkuLine('USD'),
      productNumber: 'ACM-1',
      productDescription: 'Blender',
      quantity: 100,
    };
    values.skus = [
      { ...line, unitPrice: '12,5' },
      { ...line, unitPrice: '' },
    ];
    const result = newContractFormSchema.safeParse(values, CONTRACT_FORM_ERRORS);
    expect(result.success).toBe(false);
    const at = (path: string) => result.error?.issues.find((i) => i.path.join('.') === path)?.message;
    expect(at('skus.0.unitPrice')).toBe(PRICE_MESSAGE);
    expect(at('skus.1.unitPrice')).toBe('This field is required.');
  });

  it('sends no counterparty for a stock transfer', () => {
    const parsed = newContractFormSchema.parse({ ...filled(), contractType: 'STOCK TRANSFER' });
    expect(parsed.trustedPartyId).toBeNull();
  });

  it('edits only the fields that changed, with the version read', () => {
    const contract = buildContract({ version: 4, goodsDescription: 'Kitchen appliances' });
    const values = { ...contractValuesOf(contract), goodsDescription: 'Blenders', incoTerms: 'CIF' };
    const update = contractUpdateFormSchema(contract).parse(values);
    expect(update).toEqual({
      _id: contract._id,
      version: 4,
      goodsDescription: 'Blenders',
      incoTerms: 'CIF',
      // The shared schema defaults an absent flag to false, so the flags go as they are.
      additionalServiceRequired: false,
      inspectionRequired: false,
    });
    expect(changedTerms(contract, contractValuesOf(contract))).toEqual({});
  });

  it('fills the form from a template, keeping the reference the user typed', () => {
    const template = contractTemplateSchema.parse({
      _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      name: 'Blenders from Penang',
      contractType: 'BUYING',
      trustedPartyId: '7f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      seller: 'Penang Appliances',
      terms: {
        incoTerms: 'FOB',
        portOfLoading: 'MYPKG',
        inspectionRequired: true,
        referenceNumber: 'IGNORED',
      },
      skus: [{ ...buildSku({ unitPrice: 1250 }), _id: undefined, isChildOrderSku: undefined }],
      createdAt: '2026-11-02T01:00:00.000Z',
      updatedAt: '2026-11-02T01:00:00.000Z',
    });
    const values = valuesFromTemplate(template, { ...emptyContractValues(), referenceNumber: 'PO-9' });
    expect(values).toMatchObject({
      referenceNumber: 'PO-9',
      templateId: template._id,
      trustedPartyId: template.trustedPartyId,
      incoTerms: 'FOB',
      portOfLoading: 'MYPKG',
      inspectionRequired: true,
    });
    expect(values.skus[0]).toMatchObject({ unitPrice: '12.50', quantity: 1200 });
  });
});
