/**
 * Every filterable field of a resource is a filter of its list (issue 26, item 6): selects as
 * choices, references as pickers, dates and money as ranges; the status dropdown and the route's
 * permanent filter are not repeated; the data provider sends the ranges as filterExt bounds.
 */
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/app/dataProvider';
import type { HttpClient } from '../../src/app/dataProvider/httpClient';
import { fieldFilters, filterKind } from '../../src/app/crud/list/fieldFilters';
import { resourceDef } from '../../src/app/crud/registry';

const sources = (elements: ReturnType<typeof fieldFilters>) => elements.map((e) => (e.props as { source: string }).source);

describe('list field filters', () => {
  it('products: price as a range, type as choices, category as a picker; text the search reads is left to it', () => {
    const products = resourceDef('products');
    const got = sources(fieldFilters(products));
    expect(got).toEqual(expect.arrayContaining(['price_gte', 'price_lte', 'type', 'category_id', 'stock_quantity_gte']));
    expect(got).not.toContain('status');
    expect(got).not.toContain('name'); // searchable: the search box reads it
    expect(filterKind(products.fields.find((f) => f.name === 'type')!)).toBe('choices');
    expect(filterKind(products.fields.find((f) => f.name === 'category_id')!)).toBe('reference');
    expect(filterKind(products.fields.find((f) => f.name === 'price')!)).toBe('numbers');
  });

  it("contracts: the end date as a day range; a route's permanent filter is not offered again", () => {
    expect(sources(fieldFilters(resourceDef('contract_headers')))).toEqual(expect.arrayContaining(['end_date_gte', 'end_date_lte', 'company_id']));
    const jobs = resourceDef('joborder_headers');
    expect(sources(fieldFilters(jobs))).toContain('service_location');
    expect(sources(fieldFilters(jobs, { service_location: 'On-site' }))).not.toContain('service_location');
  });

  it('the data provider sends the bounds, a money amount with its decimals', async () => {
    const calls: string[] = [];
    const httpClient = vi.fn(async (url: string) => {
      calls.push(decodeURIComponent(url));
      return { status: 200, json: { data: [], meta: { page: { total: 0, size: 10, after: 1 } } } };
    }) as unknown as HttpClient;
    await createDataProvider('/api/v1', httpClient).getList('products', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 10 }, filter: { price_gte: 12.5, price_lte: 100, type: 'Goods', category_id: 4 } });
    expect(calls[0]).toBe("/api/v1/products?sort=name&page[size]=10&page[after]=1&filterExt=price>=12.5,price<=100,type='Goods',category_id=4");
  });
});
