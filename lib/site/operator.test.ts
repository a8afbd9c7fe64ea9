import type * as OperatorModule from '@/lib/site/operator'

const ORIGINAL_ENV = { ...process.env }
afterEach(() => {
  process.env = { ...ORIGINAL_ENV }
})

/** lib/site/operator.ts loaded afresh under `vars` (lib/env.ts reads process.env on import). */
async function operatorUnder(vars: Record<string, string>): Promise<typeof OperatorModule> {
  for (const key of Object.keys(process.env))
    if (key.startsWith('OPERATOR_')) delete process.env[key]
  Object.assign(process.env, vars)
  jest.resetModules()
  return import('@/lib/site/operator')
}

describe('the operator', () => {
  it('is empty when nothing is configured: no name, address, phone or e-mail stands in', async () => {
    const { getOperator, organizationJsonLd } = await operatorUnder({})
    const operator = getOperator()
    expect(Object.values(operator).filter((value) => value !== undefined)).toEqual([])
    const organization = organizationJsonLd(operator)
    expect(Object.keys(organization).sort()).toEqual(['@id', '@type', 'name', 'url'])
  })

  it('gives the configured values, the data controller defaulting to the operator', async () => {
    const { getOperator, organizationJsonLd } = await operatorUnder({
      OPERATOR_NAME: 'Compass Education Ltd',
      OPERATOR_EMAIL: 'hello@compass.example',
      OPERATOR_PHONE: '+44 20 7946 0000',
      OPERATOR_ADDRESS: '1 Example Street, London',
    })
    const operator = getOperator()
    expect(operator).toEqual({
      name: 'Compass Education Ltd',
      email: 'hello@compass.example',
      phone: '+44 20 7946 0000',
      address: '1 Example Street, London',
      companyNumber: undefined,
      dataController: 'Compass Education Ltd',
    })
    expect(organizationJsonLd(operator)).toMatchObject({
      '@type': 'Organization',
      legalName: 'Compass Education Ltd',
      email: 'hello@compass.example',
      telephone: '+44 20 7946 0000',
      address: '1 Example Street, London',
    })
  })

  it('names a separate data controller when one is configured', async () => {
    const { getOperator } = await operatorUnder({
      OPERATOR_NAME: 'Compass Education Ltd',
      OPERATOR_DATA_CONTROLLER: 'Compass Group plc',
    })
    expect(getOperator().dataController).toBe('Compass Group plc')
  })
})
